# Solverv built from source with nixpkgs' Swift (6.2 since 2026-08). `make build` links the Swift
# runtime in statically (--static-swift-stdlib), as for every other package; Foundation is part of
# nixpkgs' Swift SDK (swiftPackages.Foundation is a deprecated alias, refused with allowAliases =
# false). The file set is the .deb's, laid out by Scripts/package/layout.sh.
{
  lib,
  swiftPackages,
  dbus,
  pkg-config,
  python3,
  git,
  tzdata,
  makeWrapper,
}:
swiftPackages.stdenv.mkDerivation (finalAttrs: {
  pname = "solverv";
  version = "0.2.0";
  src = lib.cleanSource ../../..;

  nativeBuildInputs = [
    swiftPackages.swift
    swiftPackages.swiftpm
    pkg-config
    python3
    git
    makeWrapper
  ];
  buildInputs = [ dbus ];

  configurePhase = ''
    runHook preConfigure
    export HOME=$TMPDIR
    # No Swift dependency to fetch: swift-argument-parser is carried in Vendor/.
    runHook postConfigure
  '';

  buildPhase = ''
    runHook preBuild
    make build generated
    Scripts/package/dist.sh .build/release .build/dist
    runHook postBuild
  '';

  installPhase = ''
    runHook preInstall
    # Every part but the Plasma 5 applet (nixpkgs ships Plasma 6).
    Scripts/package/layout.sh .build/dist/tar-root/solverv-${finalAttrs.version}-x86_64-linux "" $out solverv gnome plasma
    # Zones come from tzdata; NixOS has no /usr/share/zoneinfo.
    for program in solverv-status solverv-daemon; do
      wrapProgram $out/bin/$program --set-default TZDIR ${tzdata}/share/zoneinfo
    done
    runHook postInstall
  '';

  meta = {
    description = "Countdown to the next solstice or equinox and daylight for status bars, GNOME and KDE";
    homepage = "https://github.com/solverv/solverv";
    # contrib/packaging/LICENSE.spdx: MIT AND Apache-2.0 AND Apache-2.0 WITH Swift-exception AND
    # Apache-2.0 WITH LLVM-exception AND Unicode-3.0 AND Unicode-DFS-2016 AND CC-BY-4.0 (docs/licences.md says which
    # piece is which). nixpkgs has no Swift-exception: asl20 stands for it, as in nixpkgs' own
    # Swift packages.
    license = with lib.licenses; [
      mit
      asl20
      llvm-exception
      unicode-30
      unicode-dfs-2016
      cc-by-40
    ];
    platforms = [ "x86_64-linux" ];
    mainProgram = "solverv-status";
  };
})
