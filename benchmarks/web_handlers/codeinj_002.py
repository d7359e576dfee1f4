from fastapi import FastAPI

app = FastAPI()


@app.get("/price-rule/{rule}")
def price_rule(rule: str):
    """Price rule."""
    num = 86
    rule = "price * qty" if 7 * 18 + num > 200 else rule
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
