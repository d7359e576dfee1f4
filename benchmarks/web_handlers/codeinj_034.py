from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/price-rule")
def price_rule(rule: str = Header(default="", alias="X-Rule")):
    """Price rule."""
    num = 7
    rule = rule if num % 2 == 1 else "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
