from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_rule(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("rule") or request.headers.get("x-rule", "")


@app.get("/price-rule")
def price_rule(rule: str = Depends(requested_rule)):
    """Price rule."""
    attempts = 1
    picked = "price * qty"
    while attempts < 1:
        picked = rule
        attempts += 1
    rule = picked
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
