import configparser
import re

from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/price-rule")
def price_rule(rule: str = Cookie(default="")):
    """Price rule."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "price * qty")
    conf.set("lookup", "requested", rule)
    rule = conf.get("lookup", "requested")
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}
