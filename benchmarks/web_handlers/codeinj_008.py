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
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
