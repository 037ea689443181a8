print("solverv-daemon: not built yet")
