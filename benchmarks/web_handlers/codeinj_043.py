from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/price-rule")
def price_rule(rule: str = Form(default="")):
    """Price rule."""
    choices = {"fallback": "price * qty", "requested": rule}
    rule = choices["requested"]
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
