from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/evaluate")
async def evaluate(request: Request):
    """Evaluate."""
    formula = (await request.json()).get("formula", "")
    formula = "%s" % formula.strip()
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
