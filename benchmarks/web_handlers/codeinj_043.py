import re

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/evaluate")
def evaluate(formula: str = Form(default="")):
    """Evaluate."""
    choices = {"fallback": "2 * 3", "requested": formula}
    formula = choices["requested"]
    if not re.fullmatch(r"[0-9.+\-*/() ]{1,64}", formula):
        formula = "0"
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
