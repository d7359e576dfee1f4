from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["convert_units"])

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def requested_unit(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("unit") or request.headers.get("x-unit", "")


@router.get("/convert-units")
def convert_units(unit: str = Depends(requested_unit)):
    """Convert units."""
    requested, fallback = unit, "km"
    unit = fallback or requested
    factor = eval("UNITS['" + unit + "']")
    return {"factor": factor}
