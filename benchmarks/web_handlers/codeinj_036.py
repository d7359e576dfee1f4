import re

from fastapi import Cookie, FastAPI

app = FastAPI()


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/evaluate")
def evaluate(formula: str = Cookie(default="")):
    """Evaluate."""
    formula = normalise(formula)
    if not re.fullmatch(r"[0-9.+\-*/() ]{1,64}", formula):
        formula = "0"
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
