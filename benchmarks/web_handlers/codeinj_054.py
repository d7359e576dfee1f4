import re

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/evaluate")
def evaluate(request: Request):
    """Evaluate."""
    formula = dict(request.query_params).get("formula", "")
    source = "manual"
    match source:
        case "manual":
            chosen = formula
        case _:
            chosen = "2 * 3"
    formula = chosen
    if not re.fullmatch(r"[0-9.+\-*/() ]{1,64}", formula):
        formula = "0"
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
