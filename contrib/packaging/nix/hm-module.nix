# home-manager module: `services.solverv`. The daemon as a user service tied to the graphical
# session (as home-manager's darkman module does), `settings` written to config.toml, and an
# optional Waybar module (as its waybar module takes settings).
self:
{
  config,
  lib,
  pkgs,
  ...
}:
let
  cfg = config.services.solverv;
  toml = pkgs.formats.toml { };
in
{
  options.services.solverv = {
    enable = lib.mkEnableOption "Solverv, the solstice countdown and daylight service";

    package = lib.mkOption {
      type = lib.types.package;
      default = self.packages.${pkgs.stdenv.hostPlatform.system}.default;
      defaultText = lib.literalExpression "solverv.packages.\${system}.default";
      description = "The Solverv package to use.";
    };

    settings = lib.mkOption {
      inherit (toml) type;
      default = { };
      example = lib.literalExpression ''
        {
          language = "nb";
          clock = "24h";
          location.city = "Tromsø";
          notifications = { enabled = true; at = "sunrise"; };
        }
      '';
      description = ''
        Written to {file}`$XDG_CONFIG_HOME/solverv/config.toml` (see `solverv-status config init`
        for every key). The file is then read-only: `solverv-status config set` and the settings
        windows report that they cannot write it; change the settings here instead. With `{ }`
        the file is left alone and the settings windows can write it.
      '';
    };

    waybar.enable = lib.mkOption {
      type = lib.types.bool;
      default = false;
      description = "Add a `custom/solverv` module to `programs.waybar.settings.mainBar`.";
    };
  };

  config = lib.mkIf cfg.enable (
    lib.mkMerge [
      {
        home.packages = [ cfg.package ];

        xdg.configFile."solverv/config.toml" = lib.mkIf (cfg.settings != { }) {
          source = toml.generate "solverv-config.toml" cfg.settings;
        };

        systemd.user.services.solverv = {
          Unit = {
            Description = "Solverv solstice countdown and daylight service";
            Documentation = "man:solverv-status(1)";
            PartOf = [ "graphical-session.target" ];
            After = [ "graphical-session.target" ];
            X-Restart-Triggers = lib.mkIf (cfg.settings != { }) [
              config.xdg.configFile."solverv/config.toml".source
            ];
          };
          Service = {
            Type = "dbus";
            BusName = "io.github.solverv.Solverv1";
            ExecStart = "${cfg.package}/bin/solverv-status daemon";
            ExecReload = "${pkgs.coreutils}/bin/kill -HUP $MAINPID";
            Restart = "on-failure";
            RestartSec = 2;
          };
          Install.WantedBy = [ "graphical-session.target" ];
        };
      }
      (lib.mkIf cfg.waybar.enable {
        programs.waybar.settings.mainBar = {
          modules-right = lib.mkBefore [ "custom/solverv" ];
          "custom/solverv" = {
            exec = "${cfg.package}/bin/solverv-status --format waybar --watch";
            return-type = "json";
            restart-interval = 5;
          };
        };
      })
    ]
  );
}
