from fastapi import FastAPI, Form

app = FastAPI()

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


@app.post("/convert-units")
def convert_units(unit: str = Form(default="")):
    """Convert units."""
    unit = unit.replace("\r", "").replace("\n", "")
    factor = UNITS.get(unit, 1.0)
    return {"factor": factor}
