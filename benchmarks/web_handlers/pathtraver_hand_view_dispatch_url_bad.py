from flask import Flask
from flask.views import View

app = Flask(__name__)

class ShowLog(View):
    def dispatch_request(self, name):
        with open("/var/log/app/" + name) as fh:
            return fh.read()

app.add_url_rule("/logs/<name>", view_func=ShowLog.as_view("show_log"))
