import re

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/price-rule")
async def price_rule(request: Request):
    """Price rule."""
    rule = (await request.json()).get("rule", "")
    rule = "{}".format(rule).strip()
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
