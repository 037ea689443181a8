# Nix: `nix run github:solverv/solverv`, `nix profile install`, and the home-manager module
# `services.solverv` (contrib/packaging/nix/). Built from source with nixpkgs' Swift.
{
  description = "Countdown to the next solstice or equinox and daylight for status bars, GNOME and KDE";

  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";

  outputs =
    { self, nixpkgs }:
    let
      systems = [ "x86_64-linux" ];
      forAll = f: nixpkgs.lib.genAttrs systems (system: f nixpkgs.legacyPackages.${system});
    in
    {
      packages = forAll (pkgs: {
        default = pkgs.callPackage ./contrib/packaging/nix/package.nix { };
      });

      apps = forAll (pkgs: {
        default = {
          type = "app";
          program = "${self.packages.${pkgs.stdenv.hostPlatform.system}.default}/bin/solverv-status";
        };
      });

      homeManagerModules.default = import ./contrib/packaging/nix/hm-module.nix self;
    };
}
