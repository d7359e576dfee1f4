import os
from django.http import HttpResponse

ACTIONS = {
    "restart": lambda svc: os.system("systemctl restart " + svc),
    "status": lambda svc: os.system("systemctl status " + svc),
}

def service(request, action):
    svc = request.GET["service"]
    ACTIONS[action](svc)
    return HttpResponse("ok")
