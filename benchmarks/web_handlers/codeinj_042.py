from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/price-rule")
async def price_rule(request: Request):
    """Price rule."""
    rule = (await request.json()).get("rule", "")
    rule = "{}".format(rule).strip()
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
