from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class PriceRuleView(MethodView):
    def get(self):
        """Price rule."""
        rule = request.headers.get("X-Rule", "")
        source = "manual"
        match source:
            case "manual":
                chosen = rule
            case _:
                chosen = "price * qty"
        rule = chosen
        code = compile(rule, "<pricing rule>", "eval")
        total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
        return jsonify({"total": total})


app.add_url_rule("/price-rule", view_func=PriceRuleView.as_view("price_rule"))
