from flask import Flask, redirect

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/back-to/<page>")
def back_to(page):
    """Back to."""
    page = value_or_default(page, "home", use_request=True)
    return redirect(page)
