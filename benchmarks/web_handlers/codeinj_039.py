from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/evaluate")
def evaluate(formula: str = Header(default="", alias="X-Formula")):
    """Evaluate."""
    queue = ["2 * 3"]
    queue.extend([formula, "spare"])
    queue.pop()
    formula = queue[-1]
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
