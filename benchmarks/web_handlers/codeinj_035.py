from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/price-rule")
def price_rule(rule: str = Cookie(default="")):
    """Price rule."""
    num = 54
    rule = "price * qty" if 7 * 18 + num > 200 else rule
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
