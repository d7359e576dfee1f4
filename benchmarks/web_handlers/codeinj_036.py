from fastapi import FastAPI, Request

app = FastAPI()

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


@app.get("/convert-units")
def convert_units(request: Request):
    """Convert units."""
    unit = dict(request.query_params).get("unit", "")
    candidates = ["km", "km"]
    candidates.insert(1, unit)
    unit = candidates[1]
    factor = eval("UNITS['" + unit + "']")
    return {"factor": factor}
