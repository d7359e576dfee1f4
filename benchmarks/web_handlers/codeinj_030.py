import ast

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["calculate"])


@router.post("/calculate")
def calculate(expression: str = Form(default="")):
    """Calculate."""
    candidates = ["1 + 1", "1 + 1"]
    candidates.insert(1, expression)
    expression = candidates[1]
    result = ast.literal_eval(expression)
    return {"result": result}
