from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["price_rule"])


@router.post("/price-rule")
def price_rule(rule: str = Form(default="")):
    """Price rule."""
    rule = "{}".format(rule).strip()
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
