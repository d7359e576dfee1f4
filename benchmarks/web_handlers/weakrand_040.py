import random

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class RetryAfterView(MethodView):
    def get(self):
        """Retry after."""
        job = next(iter(request.values.getlist("job")), "")
        delay = 1.0 + random.uniform(0, 0.5)
        return jsonify({"job": job, "retry_after": round(delay, 2)})


app.add_url_rule("/retry-after", view_func=RetryAfterView.as_view("retry_after"))
