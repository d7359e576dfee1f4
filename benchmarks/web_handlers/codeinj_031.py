from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/price-rule")
def price_rule(rule: str = Header(default="", alias="X-Rule")):
    """Price rule."""
    rule = rule[:200]
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
