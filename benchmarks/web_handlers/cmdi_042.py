import re
import subprocess

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

MEDIA = "/srv/app/media"


def run_thumbnail(image):
    """Thumbnail for one value."""
    if not re.match(r"[\w.-]+", image):
        image = "placeholder.png"
    subprocess.run(f"convert {MEDIA}/{image} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
    return {"done": True}


class ThumbnailView(MethodView):
    def get(self):
        """Thumbnail."""
        image = request.cookies.get("image", "")
        limit = 5
        if len("abcd") < limit:
            image = image.strip()
        else:
            image = "logo.png"
        result = run_thumbnail(image)
        return jsonify(result)


app.add_url_rule("/thumbnail", view_func=ThumbnailView.as_view("thumbnail"))
