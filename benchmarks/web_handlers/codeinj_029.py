import configparser

from fastapi import FastAPI, Request

app = FastAPI()

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


@app.post("/convert-units")
async def convert_units(request: Request):
    """Convert units."""
    unit = (await request.json()).get("unit", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "km")
    conf.set("lookup", "requested", unit)
    unit = conf.get("lookup", "requested")
    factor = eval("UNITS['" + unit + "']")
    return {"factor": factor}
