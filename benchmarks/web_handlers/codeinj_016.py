from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/price-rule")
def price_rule(request: Request):
    """Price rule."""
    rule = dict(request.query_params).get("rule", "")
    rule = rule.strip()
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
