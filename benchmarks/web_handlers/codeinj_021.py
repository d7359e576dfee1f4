import re

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/price-rule")
def price_rule(rule: str = Form(default="")):
    """Price rule."""
    limit = 5
    if len("abcd") < limit:
        rule = rule.strip()
    else:
        rule = "price * qty"
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
