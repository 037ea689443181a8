-- Solverv in Hyprland 0.55 and later (Lua config; 0.57 reads nothing else). Save it as
-- ~/.config/hypr/solverv.lua and add this line to ~/.config/hypr/hyprland.lua:
--   dofile(os.getenv("HOME") .. "/.config/hypr/solverv.lua")
-- Checked with Hyprland 0.57's own parser (`Hyprland --verify-config`) by the e2e stage bars_sid.

hl.on("hyprland.start", function()
    -- The daemon (GNOME, KDE and Quickshell read it; notifications): through the systemd user
    -- unit from contrib/systemd where there is one, else on its own. A second start is harmless:
    -- another instance exits at once, leaving the first on the bus.
    hl.exec_cmd("systemctl --user start solverv.service 2>/dev/null || solverv-daemon")
    -- Waybar with the custom/solverv module of contrib/waybar (a layer surface: no window rule).
    hl.exec_cmd("waybar")
end)

-- solverv-status prints to bars and terminals and opens no window of its own, so no window rule
-- is needed. This one floats a terminal started as `kitty --class solverv -e solverv-status events`
-- (or `foot --app-id solverv …`) for a quick look at the year's events.
hl.window_rule({
    name  = "solverv-float",
    match = { class = "^solverv$" },
    float = true,
    size  = "900 500",
})
