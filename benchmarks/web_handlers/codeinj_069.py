from types import SimpleNamespace

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/evaluate")
def evaluate(formula: str = Header(default="", alias="X-Formula")):
    """Evaluate."""
    lookup = SimpleNamespace(requested=formula, fallback="2 * 3")
    formula = lookup.requested
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
