# Solverv built from source with nixpkgs' Swift (6.2 since 2026-08). Dynamic Swift runtime (the
# Nix closure carries it); the file set is the .deb's, laid out by Scripts/package/layout.sh.
{
  lib,
  swiftPackages,
  fetchFromGitHub,
  dbus,
  pkg-config,
  python3,
  git,
  tzdata,
  makeWrapper,
}:
let
  # The one Swift dependency, fetched by Nix: SwiftPM is pointed at it with a mirror, so the
  # sandboxed build needs no network. (Hash: the NAR hash of the tag's tree, `nix hash path`.)
  argumentParser = fetchFromGitHub {
    owner = "apple";
    repo = "swift-argument-parser";
    rev = "1.8.2";
    hash = "sha256-87davPixt6+/NIuYi2HSc/L6SJqfQClToWPK89N3ToQ=";
  };
in
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
  buildInputs = [
    dbus
    swiftPackages.Foundation
  ];

  configurePhase = ''
    runHook preConfigure
    export HOME=$TMPDIR
    cp -R ${argumentParser} $TMPDIR/argparser
    chmod -R u+w $TMPDIR/argparser
    git -C $TMPDIR/argparser init -q
    git -C $TMPDIR/argparser add -A
    git -C $TMPDIR/argparser -c user.name=nix -c user.email=nix@localhost commit -qm vendored
    git -C $TMPDIR/argparser tag 1.8.2
    swift package config set-mirror --original https://github.com/apple/swift-argument-parser \
      --mirror $TMPDIR/argparser
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
    Scripts/package/layout.sh .build/dist/tar-root/solverv-${finalAttrs.version}-x86_64-linux "" $out
    # Zones come from tzdata; NixOS has no /usr/share/zoneinfo.
    for program in solverv-status solverv-daemon; do
      wrapProgram $out/bin/$program --set-default TZDIR ${tzdata}/share/zoneinfo
    done
    runHook postInstall
  '';

  meta = {
    description = "Countdown to the next solstice or equinox and daylight for status bars, GNOME and KDE";
    homepage = "https://github.com/solverv/solverv";
    license = lib.licenses.mit;
    platforms = [ "x86_64-linux" ];
    mainProgram = "solverv-status";
  };
})
