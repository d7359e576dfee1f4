from django.http import HttpResponse
from django.views import View

class ThemeView(View):
    def post(self, request):
        request.session["theme"] = request.POST.get("theme")
        return HttpResponse("saved")
