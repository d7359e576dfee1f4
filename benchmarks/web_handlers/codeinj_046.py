import re

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/price-rule")
def price_rule(request: Request):
    """Price rule."""
    rule = dict(request.query_params).get("rule", "")
    rule = rule.strip()
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
