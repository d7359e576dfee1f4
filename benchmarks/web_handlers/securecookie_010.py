from django.http import JsonResponse
from django.urls import path
from django.views import View


class RememberUserView(View):
    def get(self, request):
        """Remember user."""
        user = request.GET.dict().get("user", "")
        response = JsonResponse({"saved": True})
        response.set_cookie("remember_user", user, secure=True, httponly=False)
        return response


urlpatterns = [path("remember-user/", RememberUserView.as_view())]
