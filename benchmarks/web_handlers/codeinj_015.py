import configparser

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/evaluate")
def evaluate(request: Request):
    """Evaluate."""
    formula = dict(request.query_params).get("formula", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "2 * 3")
    conf.set("lookup", "requested", formula)
    formula = conf.get("lookup", "requested")
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
