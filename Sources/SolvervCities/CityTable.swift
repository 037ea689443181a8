public import SolvervEngine

/// Placeholder until the city table lands (see Scripts/generate-cities.py).
public enum CityTable {}
