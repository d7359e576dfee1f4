from fastapi import APIRouter, Header

router = APIRouter(prefix="/api", tags=["evaluate"])


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def run_evaluate(formula):
    """Evaluate for one value."""
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}


@router.get("/evaluate")
def evaluate(formula: str = Header(default="", alias="X-Formula")):
    """Evaluate."""
    formula = value_or_default(formula, "2 * 3", use_request=True)
    result = run_evaluate(formula)
    return result
