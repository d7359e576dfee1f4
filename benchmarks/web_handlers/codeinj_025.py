from fastapi import Depends, FastAPI, Request

app = FastAPI()

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def requested_unit(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("unit") or request.headers.get("x-unit", "")


@app.get("/convert-units")
def convert_units(unit: str = Depends(requested_unit)):
    """Convert units."""
    unit = "%s" % unit.strip()
    factor = eval("UNITS['" + unit + "']")
    return {"factor": factor}
