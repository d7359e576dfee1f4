import re
from types import SimpleNamespace

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/evaluate")
def evaluate(formula: str = Header(default="", alias="X-Formula")):
    """Evaluate."""
    lookup = SimpleNamespace(requested=formula, fallback="2 * 3")
    formula = lookup.requested
    if not re.fullmatch(r"[0-9.+\-*/() ]{1,64}", formula):
        formula = "0"
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
