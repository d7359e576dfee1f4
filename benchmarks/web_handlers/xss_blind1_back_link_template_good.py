from flask import Flask, render_template_string, request

app = Flask(__name__)
PAGE = '<p>Saved.</p><a class="btn" href="{{ back }}">Back</a>'


@app.get("/saved")
def saved():
    back = request.args.get("back", "/")
    if not back.startswith("/") or back.startswith("//"):
        back = "/"
    return render_template_string(PAGE, back=back)
