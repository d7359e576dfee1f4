from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["evaluate"])


@router.post("/evaluate")
async def evaluate(request: Request):
    """Evaluate."""
    formula = (await request.json()).get("formula", "")
    candidates = ["2 * 3"]
    candidates.append(formula)
    formula = candidates[0]
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}
