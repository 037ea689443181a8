# Nix: `nix run github:solverv/solverv`, `nix profile install`, `overlays.default` (pkgs.solverv),
# the home-manager module `services.solverv` (contrib/packaging/nix/), `checks` (the package and
# a home-manager configuration using the module) and `devShells.default` (Swift, pkg-config,
# libdbus). Built from source with nixpkgs' Swift. flake.lock pins nixpkgs and home-manager.
{
  description = "Countdown to the next solstice or equinox and daylight for status bars, GNOME and KDE";

  inputs = {
    nixpkgs.url = "github:NixOS/nixpkgs/nixpkgs-unstable";
    home-manager = {
      url = "github:nix-community/home-manager";
      inputs.nixpkgs.follows = "nixpkgs";
    };
  };

  outputs =
    {
      self,
      nixpkgs,
      home-manager,
    }:
    let
      systems = [ "x86_64-linux" ];
      forAll = f: nixpkgs.lib.genAttrs systems (system: f nixpkgs.legacyPackages.${system});
    in
    {
      overlays.default = final: _prev: {
        solverv = final.callPackage ./contrib/packaging/nix/package.nix { };
      };

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

      checks = forAll (pkgs: {
        package = self.packages.${pkgs.stdenv.hostPlatform.system}.default;
        # The module in a whole home-manager configuration: the service, config.toml, Waybar.
        home-manager-module =
          (home-manager.lib.homeManagerConfiguration {
            inherit pkgs;
            modules = [
              self.homeManagerModules.default
              {
                home.username = "solverv";
                home.homeDirectory = "/home/solverv";
                home.stateVersion = "25.11";
                services.solverv = {
                  enable = true;
                  settings.language = "nb";
                  waybar.enable = true;
                };
                programs.waybar.enable = true;
              }
            ];
          }).activationPackage;
      });

      devShells = forAll (pkgs: {
        default = pkgs.mkShell.override { inherit (pkgs.swiftPackages) stdenv; } {
          inputsFrom = [ self.packages.${pkgs.stdenv.hostPlatform.system}.default ];
        };
      });
    };
}
