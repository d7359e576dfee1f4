import re

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["price_rule"])


@router.post("/price-rule")
def price_rule(rule: str = Form(default="")):
    """Price rule."""
    rule = "{}".format(rule).strip()
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
