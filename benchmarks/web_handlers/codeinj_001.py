from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/evaluate")
def evaluate(formula: str = Form(default="")):
    """Evaluate."""
    choices = {"fallback": "2 * 3", "requested": formula}
    formula = choices["requested"]
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
