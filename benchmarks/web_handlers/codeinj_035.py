from fastapi import Cookie, FastAPI

app = FastAPI()


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/evaluate")
def evaluate(formula: str = Cookie(default="")):
    """Evaluate."""
    formula = normalise(formula)
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
