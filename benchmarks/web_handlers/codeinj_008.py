from fastapi import Cookie, FastAPI

app = FastAPI()

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


@app.get("/convert-units")
def convert_units(unit: str = Cookie(default="")):
    """Convert units."""
    factor = UNITS.get(unit, 1.0)
    return {"factor": factor}
