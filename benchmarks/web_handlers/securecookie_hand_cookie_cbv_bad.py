from django.http import HttpResponse
from django.views import View

class RememberView(View):
    def get(self, request):
        response = HttpResponse("ok")
        response.set_cookie("remember", "1")
        return response
